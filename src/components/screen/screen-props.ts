/** What every configured screen receives: its menu entry's props, the route's title and module. */
export type ScreenProps = { title: string } & Record<string, unknown>;
