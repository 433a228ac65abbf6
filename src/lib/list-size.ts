/** Rows per page of the /conta lists: the lists ask for it, and the first screen's start asks for their first page. */
export const LIST_PER_PAGE = 20;
