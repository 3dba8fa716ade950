import type { ContactCopy } from "#src/content/pages/contact.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { Container } from "#src/components/ui/container.tsx";

import { ContactInfo } from "./contact-info.tsx";

/** The contact page's form card, pulled up over the hero, beside the three info cards; `children` is the form. */
export function ContactCard({
  form,
  info,
  children,
}: Pick<ContactCopy, "form" | "info"> & { children: React.ReactNode }) {
  return (
    <div className="relative z-10 -mt-16 pb-20 sm:-mt-20 sm:pb-28">
      <Container className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-8">
        <section
          aria-labelledby="contact-form-title"
          className={cardClasses({ elevation: "high", className: "sm:p-10" })}
        >
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {form.title}
          </h2>
          <p className="mt-2 text-slate-600">{form.description}</p>
          <div className="mt-8">{children}</div>
        </section>
        <ContactInfo info={info} />
      </Container>
    </div>
  );
}
