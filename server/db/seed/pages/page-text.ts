/** A content page's text as the seed writes it: slug, title and markdown body. */
export interface PageText {
  name: string;
  title: string;
  body: string;
}
