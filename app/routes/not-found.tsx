import { NotFoundPage, notFoundMeta } from "#app/components/sections/not-found-page.tsx";

export const meta = notFoundMeta;

export default NotFoundPage;
