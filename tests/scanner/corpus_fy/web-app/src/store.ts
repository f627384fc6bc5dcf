import { configureStore } from '@reduxjs/toolkit';
import { contactListsApi } from './features/contactLists/contactListsApi';
import { ownApi } from './api/ownApi';
import { authReducer } from './auth/authSlice';

export const store = configureStore({
  reducer: {
    auth: authReducer,
    [contactListsApi.reducerPath]: contactListsApi.reducer,
    [ownApi.reducerPath]: ownApi.reducer,
  },
  middleware: (gDM) => gDM().concat(contactListsApi.middleware, ownApi.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
