import type { PublicUser } from '@kirana/shared/user';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from './session-events';

/** The logged-in user, or null for a guest (docs/product-rules.md "Flows": logged in ⇔ the record has an _id). */
export type UserState = PublicUser | null;

const userSlice = createSlice({
  name: 'user',
  initialState: null as UserState,
  reducers: {
    userLoaded: (_state, action: PayloadAction<PublicUser>) => action.payload,
    userCleared: () => null,
  },
  extraReducers: (builder) => builder.addCase(sessionExpired, () => null),
});

export const { userLoaded, userCleared } = userSlice.actions;
export const userReducer = userSlice.reducer;

// Typed against the slice alone, so features read the session without importing the app store.
type WithUser = { user: UserState };

export const selectUser = (state: WithUser): UserState => state.user;
export const selectIsLoggedIn = (state: WithUser): boolean => Boolean(state.user?._id);
export const selectIsAdmin = (state: WithUser): boolean => state.user?.role === 'ADMIN';
