/** How many articles the /blog list shows at first and on each "load more" (spec: five). */
export const ARTICLES_PAGE_SIZE = 5;
/** How many popular tags the sidebar shows (spec: ten). */
export const POPULAR_TAGS = 10;
