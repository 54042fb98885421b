import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched by the API client when a refresh after a 401 fails: the stored tokens are gone and
 * whoever holds the user record (the accounts feature) should forget it.
 */
export const sessionExpired = createAction('session/expired');

/**
 * Dispatched by the accounts feature once a login has stored the tokens and loaded the user, e.g.
 * for the cart to merge what the shopper picked as a guest.
 */
export const sessionLoggedIn = createAction('session/loggedIn');
