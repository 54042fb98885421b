import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AppToaster } from './layout/app-toaster';
import { router } from './router';
import { store } from './store';

export function Providers() {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <AppToaster />
      </Provider>
    </StrictMode>
  );
}
