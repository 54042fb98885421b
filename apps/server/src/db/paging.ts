/** Which rows of a list a page shows. */
export interface PageWindow {
  limit: number;
  offset: number;
}
