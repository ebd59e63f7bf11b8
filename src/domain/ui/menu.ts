import { z } from 'zod';
import { FEATURES } from '../config/feature-list';

/** A permission requirement: every entry must hold; a list entry means any one of it (spec §5). */
export const requirementSchema = z
  .array(z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]))
  .readonly();

const itemFields = {
  title: z.string().min(1),
  subtitle: z.string().optional(),
  icon: z.string().optional(),
  avatar: z.string().optional(),
  /**
   * Internal route, relative to the module (`ongoing`, `:id`) — or absolute when it starts with
   * `/`: then the entry is a link to a route another module defines, and makes no route.
   */
  to: z.string().optional(),
  /** External address: opens in a new tab (spec §2.6). */
  href: z.url().optional(),
  pageTitle: z.string().optional(),
  requires: requirementSchema.default([]),
  /** Shown only when this feature switch is on (spec §1). */
  feature: z.enum(FEATURES).optional(),
  /** Screen that renders the route, and the props it receives (e.g. a list mode). */
  component: z.string().optional(),
  props: z.record(z.string(), z.unknown()).optional(),
  /** A route that is not listed in the navigation (record pages, content pages). */
  hidden: z.boolean().optional(),
  /**
   * The route needs only the entry's own permissions, not its module's and group's: for a page
   * of an area that others may read too (spec §2.5: the library is open to students:faculty,
   * the rest of the forms area needs forms:student).
   */
  ownRequires: z.boolean().optional(),
};

/** An entry: links somewhere or nowhere (a heading). */
export const menuEntrySchema = z
  .strictObject(itemFields)
  .refine((item) => !(item.to !== undefined && item.href !== undefined), {
    message: 'A menu item links to a route or to an external address, not both',
  });
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** A group: a path segment with its children (spec §2.3). */
export const menuGroupSchema = z.strictObject({
  ...itemFields,
  group: z.string().regex(/^[a-z0-9-]+$/, 'A group path is lower-case letters, digits and dashes'),
  children: z.array(menuEntrySchema).min(1),
});
export type MenuGroup = z.infer<typeof menuGroupSchema>;

/** A module: the top-level path `/{name}` (root when the name is empty) with its entries and groups. */
export const menuModuleSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]*$/, 'A module name is lower-case letters, digits and dashes'),
  title: z.string().min(1),
  icon: z.string().optional(),
  requires: requirementSchema.default([]),
  feature: z.enum(FEATURES).optional(),
  items: z.array(z.union([menuGroupSchema, menuEntrySchema])),
});
export type MenuModule = z.infer<typeof menuModuleSchema>;

/** The whole per-deployment menu: module names are unique. */
export const menuConfigSchema = z.array(menuModuleSchema).superRefine((modules, context) => {
  const seen = new Set<string>();
  modules.forEach((module, index) => {
    if (seen.has(module.name)) {
      context.addIssue({
        code: 'custom',
        message: `Module "${module.name}" is configured twice`,
        path: [index, 'name'],
      });
    }
    seen.add(module.name);
  });
});
export type MenuConfig = z.infer<typeof menuConfigSchema>;
