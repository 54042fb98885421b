export interface AccountMenuItem {
  to: string;
  label: string;
  adminOnly?: boolean;
}

/**
 * The dashboard menu's links, in order (SPEC §2): the admin pages first, then every user's pages.
 * Log Out is a button, added by the menu itself.
 */
export const ACCOUNT_MENU_ITEMS: AccountMenuItem[] = [
  { to: '/dashboard/category', label: 'Category', adminOnly: true },
  { to: '/dashboard/subcategory', label: 'Sub Category', adminOnly: true },
  { to: '/dashboard/upload-product', label: 'Upload Product', adminOnly: true },
  { to: '/dashboard/product', label: 'Product', adminOnly: true },
  { to: '/dashboard/orders', label: 'Orders', adminOnly: true },
  { to: '/dashboard/myorders', label: 'My Orders' },
  { to: '/dashboard/address', label: 'Save Address' },
];
