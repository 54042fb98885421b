/** Which rows of a list a page shows. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The ids on one page of a list, and how many the whole list holds. */
export interface IdPage {
  ids: string[];
  total: number;
}
