import type { LegalDocument } from "#src/content/types.ts";
import { mailto, site } from "#src/content/site.ts";

const registeredOffice = site.offices.find((office) => office.kind === "Registered Office") ?? site.offices[0];
const registeredAddress = registeredOffice.lines.join(", ");

export const privacy = {
  title: "Privacy Policy",
  lastUpdated: { iso: "2026-11-25", label: "25th November 2026" },
  intro: [
    {
      type: "paragraph",
      content: [
        `This Privacy Policy explains how ${site.legalName} ("${site.name}", "we", "us" or "our") collects, uses, shares, stores and protects personal data when you visit our website or submit any of its forms. For this personal data we are the "data fiduciary" under the Digital Personal Data Protection Act, 2023 (the "DPDP Act") and a "body corporate" under the Information Technology Act, 2000 (the "IT Act").`,
      ],
    },
    {
      type: "paragraph",
      content: [
        "We have designed the website to collect as little personal data as possible. The website sets no cookies and loads no third-party trackers, analytics or advertising scripts, so no cookie banner is shown. We receive only what you choose to enter in a form, where your visit came from when you send one, and the basic server logs needed to keep the website secure.",
      ],
    },
    {
      type: "paragraph",
      content: [
        `This policy covers the website only. Personal data that our customers (banks, NBFCs, fintechs, payment processors and digital lenders) process through the ${site.name} platform and APIs, such as the KYC records of their own customers, merchants or vendors, is processed on their behalf under our contracts with them. For that data the customer is the data fiduciary, and requests about it should be addressed to the relevant customer.`,
      ],
    },
  ],
  sections: [
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        {
          type: "paragraph",
          content: [
            "We collect personal data only when you submit one of the forms on the website, and in our server logs. Each form collects the following:",
          ],
        },
        {
          type: "list",
          items: [
            [
              "Contact form: your full name, work e-mail address, company name, phone number (optional), the type of enquiry you select, your message, and the page path (the address of the page on our website) from which you sent the form.",
            ],
            [
              "Demo request form: your full name, phone number, work e-mail address, company name, any compliance challenges you choose to describe (optional), and the page path from which you sent the form.",
            ],
            [
              "Report download request: your first name and last name, work e-mail address, company name, designation and country.",
            ],
            ["Careers alerts sign-up: your full name and e-mail address."],
            [
              'Where your visit came from, with any of these forms: the address of the first page you opened on our website in that browser tab (without anything after a "?"), the campaign labels in that address if it had any (the utm_source, utm_medium, utm_campaign, utm_term and utm_content parameters, which we or our partners put in links in e-mails, advertisements and posts), and the name of the website whose link brought you there (such as a search engine or a news site, but not the page on it). Your browser keeps these in its session storage for that tab, not in a cookie, and deletes them when you close the tab; they reach us only if you send a form.',
            ],
            [
              "Server logs: when your browser requests a page or submits a form, our servers automatically record your IP address, your browser's user agent (which identifies the browser and operating system), the address requested and the date and time of the request. We use these logs only for security, abuse prevention and troubleshooting, and keep them for a limited period (see Data retention).",
            ],
          ],
        },
        {
          type: "paragraph",
          content: [
            "The website sets no cookies and loads no third-party trackers, analytics or advertising scripts. It does not use tracking pixels, device fingerprinting or similar technologies, so no cookie banner is shown. We do not build profiles of visitors or follow you across other websites, and we do not collect personal data about you from data brokers or other third parties.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "We do not ask for, and you should not submit through our forms, any sensitive personal data or information such as passwords, bank account or card details, Aadhaar numbers, health information or biometric information. If you e-mail us directly, we receive your e-mail address and whatever you choose to include, and we treat it in the same way as a contact form enquiry.",
          ],
        },
      ],
    },
    {
      id: "how-we-use-information",
      title: "How we use information",
      blocks: [
        {
          type: "paragraph",
          content: ["We use the personal data described above only for the following purposes:"],
        },
        {
          type: "list",
          items: [
            ["to respond to your enquiry and to communicate with you about it;"],
            [
              "to schedule and conduct a product demonstration you have requested, and to understand the compliance challenges you describe so that we can tailor it;",
            ],
            ["to send you a report you have requested;"],
            ["to send you careers alerts about open positions, if you have signed up for them;"],
            [
              `to send you information about ${site.name} products, services, research and events that relates to your enquiry, by e-mail, telephone or WhatsApp, which you can opt out of at any time;`,
            ],
            [
              "to use the page path to route your enquiry to the right team and to understand which pages of our website are useful;",
            ],
            [
              "to learn which of our campaigns, links and partner websites bring the people who contact us, using where your visit came from, so that we spend on what helps our visitors;",
            ],
            [
              "to keep the website and our systems secure, and to detect and prevent spam, abuse, fraud and attacks, using our server logs; and",
            ],
            [
              "to comply with our legal obligations, respond to lawful requests from government authorities, enforce our ",
              { text: "Terms of Service", href: "/terms-of-service" },
              " and establish, exercise or defend legal claims.",
            ],
          ],
        },
        {
          type: "paragraph",
          content: [
            "We process the data you submit through a form on the basis of the consent you give when you submit it, and only for the purpose for which you provided it. We process server logs and keep records where this is necessary to keep the website secure, to comply with law, or as otherwise permitted by applicable law.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "We do not sell your personal data, we do not use it for advertising, we do not use it to train the models that power our Services, and we do not make decisions about you based solely on automated processing.",
          ],
        },
      ],
    },
    {
      id: "how-we-share-information",
      title: "How we share information",
      blocks: [
        {
          type: "paragraph",
          content: [
            "We do not sell, rent or trade your personal data, and we do not share it with advertisers or data brokers. We share it only with the following recipients, and only to the extent necessary:",
          ],
        },
        {
          type: "list",
          items: [
            [
              "Database hosting: Supabase, Inc. hosts the Postgres database in which form submissions are stored, as our data processor.",
            ],
            [
              "Sales and customer relationship tools: each form submission, with where your visit came from, is copied to the customer relationship management or sales automation service our team uses to follow up enquiries, as our data processor.",
            ],
            [
              "E-mail delivery: our e-mail service provider sends the e-mails generated by the website, such as notifications of your enquiry, the report you have requested and careers alerts, and processes your name, e-mail address and the content of those e-mails for that purpose only.",
            ],
            [
              "Website hosting: the infrastructure provider that serves the website processes server logs on our behalf.",
            ],
            [
              "Professional advisers: our lawyers, auditors and other professional advisers, under duties of confidentiality, where they need the information to advise us.",
            ],
            [
              "Authorities: government authorities, regulators, courts, law enforcement agencies and the Indian Computer Emergency Response Team (CERT-In), where we are required to do so by law or by a lawful order.",
            ],
            [
              "Business transfers: a successor entity in the event of a merger, amalgamation, acquisition, reorganisation or sale of all or part of our business, which will be required to handle your personal data in accordance with this policy.",
            ],
          ],
        },
        {
          type: "paragraph",
          content: [
            "Our data processors act only on our documented instructions, under written contracts that require them to keep your personal data confidential and secure, not to use it for their own purposes, and to delete or return it when their services to us end.",
          ],
        },
      ],
    },
    {
      id: "international-transfers",
      title: "International transfers",
      blocks: [
        {
          type: "paragraph",
          content: [
            "Our processors may store or process your personal data outside India. In particular, the database hosted by Supabase may be located in a data centre region outside India, and our e-mail service provider may process data in other countries in order to deliver messages.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "The DPDP Act permits personal data to be transferred for processing outside India, except to any country or territory that the Central Government restricts by notification. We will not transfer your personal data to any restricted destination and will comply with any such restriction once it is notified. Until the relevant provisions of the DPDP Act commence, we transfer personal data abroad in accordance with the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, which permit a transfer where it is necessary for the performance of a lawful contract or where you have consented to it, to a recipient that ensures the same level of data protection as those Rules require.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "Wherever your personal data is processed, we protect it through contracts with our processors that require a standard of protection at least equivalent to that required by Indian law, including confidentiality, appropriate security measures such as encryption in transit, restricted access, prompt notification of any personal data breach, and deletion of the data when the service ends.",
          ],
        },
      ],
    },
    {
      id: "data-retention",
      title: "Data retention",
      blocks: [
        {
          type: "paragraph",
          content: [
            "We keep personal data only for as long as we need it for the purpose for which it was collected, and then delete it or irreversibly anonymise it. Our retention periods are:",
          ],
        },
        {
          type: "list",
          items: [
            [
              "Contact enquiries and demo requests: 24 months after our last contact with you. If you become a customer, the relevant records are kept for the duration of our relationship and afterwards as required by the Customer Agreement and applicable law.",
            ],
            ["Report download requests: 12 months after the request."],
            [
              "Careers alerts: until you withdraw your consent or unsubscribe, or 24 months after you sign up, whichever is earlier.",
            ],
            ["Server and security logs: 1 year from the date they are recorded."],
            [
              "Opt-out records: if you ask us not to contact you, we keep your e-mail address or phone number and the date of your request in a suppression list for as long as needed to honour that request.",
            ],
          ],
        },
        {
          type: "paragraph",
          content: [
            "If you withdraw your consent or ask us to erase your data before the end of these periods, we will erase it unless we are required by law to keep it. We may keep particular records for longer where required by law or to establish, exercise or defend a legal claim, but only for as long as necessary. Copies held in backups are deleted as those backups expire in their normal cycle, typically within 30 days.",
          ],
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        {
          type: "paragraph",
          content: [
            "Under the DPDP Act, you have the following rights as a data principal, and we honour them for all personal data collected through this website:",
          ],
        },
        {
          type: "list",
          items: [
            [
              "Access: to obtain a summary of the personal data we process about you and of the processing activities we undertake, and the identities of the data processors with whom we have shared it, together with a description of the data shared.",
            ],
            [
              "Correction, completion and updating: to have inaccurate or misleading personal data corrected, incomplete personal data completed and out-of-date personal data updated.",
            ],
            [
              "Erasure: to have your personal data erased, unless we need to keep it to fulfil the purpose for which you gave it or to comply with law.",
            ],
            [
              "Withdrawal of consent: to withdraw your consent at any time, as easily as you gave it, for example by a one-line e-mail or by using the unsubscribe link in any of our e-mails. Withdrawal does not affect processing carried out before it, and after it we will stop processing your data and erase it unless the law requires us to keep it.",
            ],
            [
              "Nomination: to nominate another individual to exercise your rights on your behalf in the event of your death or incapacity.",
            ],
            [
              "Grievance redressal: to have any grievance about our handling of your personal data addressed through the readily available process described below.",
            ],
          ],
        },
        {
          type: "paragraph",
          content: [
            "To exercise any of these rights, e-mail us at ",
            { text: site.email, href: mailto("Data request") },
            ' with the subject "Data request". Tell us which right you wish to exercise and include the e-mail address you used on our form, which is the identifier we use to find your records. To protect your data, we may send a confirmation message to that e-mail address before acting on your request; we will not ask for more information than we need to verify your identity, so please do not send identity documents unless we ask for them. We will respond within 30 days of receiving your request, free of charge.',
          ],
        },
        {
          type: "paragraph",
          content: [
            "Grievances may be addressed to our Grievance Officer, who will acknowledge your grievance and redress it within one month of receiving it:",
          ],
        },
        {
          type: "list",
          items: [
            [`Grievance Officer, ${site.legalName}`],
            ["E-mail: ", { text: site.email, href: `mailto:${site.email}` }],
            [`Address: ${registeredAddress}`],
          ],
        },
        {
          type: "paragraph",
          content: [
            "If you are not satisfied with our response after using our grievance process, you may complain to the Data Protection Board of India established under the DPDP Act, in the manner it prescribes. When exercising your rights, the DPDP Act requires you not to impersonate another person, not to file a false or frivolous grievance, and to provide only verifiably authentic information when asking for a correction.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "Until the relevant provisions of the DPDP Act commence, the IT Act and the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011 continue to apply. Under those Rules you may review the information you have provided, ask us to correct or amend any information that is inaccurate or deficient, and withdraw your consent; the process above applies to those requests too.",
          ],
        },
      ],
    },
    {
      id: "childrens-privacy",
      title: "Children's privacy",
      blocks: [
        {
          type: "paragraph",
          content: [
            "Our website is intended for professionals at banks, financial institutions and other businesses. It is not directed at children under the age of 15, and we do not knowingly collect personal data from children under 15.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "For people in India, the DPDP Act treats anyone under the age of 18 as a child. Our forms are not meant for anyone under 18, and we do not knowingly collect the personal data of anyone under 18. If we learn that we have collected such data, we will erase it.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "If you are a parent or lawful guardian and believe that your child has submitted personal data through our website, please write to us at ",
            { text: site.email, href: `mailto:${site.email}` },
            " and we will erase it on your request.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "We do not undertake any tracking, behavioural monitoring or targeted advertising directed at children, and, as the website uses no cookies or trackers, we do not undertake them for anyone else either.",
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        {
          type: "paragraph",
          content: [
            "We maintain reasonable security practices and procedures, as required by section 43A of the IT Act and the 2011 Rules, and reasonable security safeguards to prevent personal data breaches, as required by the DPDP Act. These include:",
          ],
        },
        {
          type: "list",
          items: [
            ["encryption in transit (HTTPS) for every page of the website and every form submission;"],
            [
              "storage of form submissions in a database that is not publicly accessible, with access restricted to authorised personnel who need it for the purposes in this policy and protected by strong authentication;",
            ],
            [
              "a website that loads no third-party scripts, so that what you type into a form is not exposed to advertising or analytics providers;",
            ],
            ["review of server logs to detect and respond to abuse and attacks; and"],
            ["confidentiality obligations on our personnel and contractual security obligations on our processors."],
          ],
        },
        {
          type: "paragraph",
          content: [
            "No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security. If a personal data breach occurs, we will act promptly to contain it, notify the Data Protection Board of India and affected individuals as required by the DPDP Act, and report cyber security incidents to CERT-In within the time required by its directions.",
          ],
        },
      ],
    },
    {
      id: "changes-to-this-policy",
      title: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          content: [
            'We may update this policy from time to time, for example to reflect changes in the law, including the commencement of further provisions of the DPDP Act and any rules made under it, or changes in how the website works. The "Last updated" date at the top of this page shows when it was last changed.',
          ],
        },
        {
          type: "paragraph",
          content: [
            "If we make a material change to how we use personal data you have already given us, we will publish the change on this page and, where we hold your e-mail address, notify you by e-mail before the change takes effect. Where the law requires it, we will ask for your consent again. Earlier versions of this policy are available on request.",
          ],
        },
      ],
    },
    {
      id: "contact-us",
      title: "Contact us",
      blocks: [
        {
          type: "paragraph",
          content: [
            "If you have any questions about this policy or about how we handle your personal data, please contact us:",
          ],
        },
        {
          type: "list",
          items: [
            ["E-mail: ", { text: site.email, href: `mailto:${site.email}` }],
            [`Post: ${site.legalName}, ${registeredAddress}`],
          ],
        },
        {
          type: "paragraph",
          content: [
            'To exercise your rights, please use the subject "Data request" as described under Your rights, where you will also find the details of our Grievance Officer.',
          ],
        },
      ],
    },
  ],
  seo: {
    title: "Privacy Policy",
    description: `How ${site.name} collects, uses, shares and protects the personal data you submit through our website forms, and your rights under the DPDP Act, 2023.`,
  },
} as const satisfies LegalDocument;
