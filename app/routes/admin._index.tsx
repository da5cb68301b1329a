// /admin: the dashboard opens on its default tab, CRM (accounts-admin-sales.md §2), the same
// route module as /admin/users. Access states, header and cards come from the layout (admin.tsx).
export { action, default, loader } from "./admin.users";
