import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { sessionListener } from '../features/account/session-listener';
import { userReducer } from '../features/account/user-slice';
import { api } from '../lib/api';

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, user: userReducer },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().prepend(sessionListener.middleware).concat(api.middleware),
});

// Lets queries opt into refetching when the tab regains focus or the network returns.
setupListeners(store.dispatch);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
