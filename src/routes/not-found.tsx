import { NotFoundPage, notFoundMeta } from "#src/components/sections/not-found-page.tsx";

export const meta = notFoundMeta;

export default NotFoundPage;
