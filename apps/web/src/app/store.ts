import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api';
import { sessionListener } from '../lib/session/session-listener';
import { userReducer } from '../lib/session/user-slice';

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, user: userReducer },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().prepend(sessionListener.middleware).concat(api.middleware),
});

// Lets queries opt into refetching when the tab regains focus or the network returns.
setupListeners(store.dispatch);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
