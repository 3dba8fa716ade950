import type { LegalDocument } from "#src/content/types.ts";
import { site } from "#src/content/site.ts";

const registeredOffice = site.offices.find((office) => office.kind === "Registered Office") ?? site.offices[0];
const registeredAddress = registeredOffice.lines.join(", ");

export const terms = {
  title: "Terms of Service",
  lastUpdated: { iso: "2025-08-28", label: "28 August 2025" },
  intro: [
    {
      type: "paragraph",
      content: [
        `These Terms of Service (the "Terms") govern your access to and use of the website operated by ${site.legalName} ("${site.name}", "we", "us" or "our"), including all of its pages, content, downloadable reports and forms (together, the "Website"). By accessing or using the Website, or by submitting any form on it, you agree to be bound by these Terms. If you use the Website on behalf of a bank, non-banking financial company, fintech, payment processor, lender or any other organisation, you confirm that you are authorised to accept these Terms on its behalf, and "you" includes that organisation.`,
      ],
    },
    {
      type: "paragraph",
      content: [
        `These Terms are an electronic record under the Information Technology Act, 2000 and the rules made under it, and do not require a physical or digital signature. They apply to the Website only. Access to and use of the ${site.name} platform, APIs and related services is governed by a separate written agreement, master services agreement or order form executed with us (a "Customer Agreement"); if these Terms conflict with a Customer Agreement, the Customer Agreement prevails. If you do not agree to these Terms, please do not use the Website.`,
      ],
    },
  ],
  sections: [
    {
      id: "services",
      title: "Services",
      blocks: [
        {
          type: "paragraph",
          content: [
            `${site.name} provides software and services for AI-based fraud detection and post-onboarding compliance monitoring to regulated entities and other businesses in India, including banks, non-banking financial companies (NBFCs), fintechs, payment aggregators and processors, and digital lenders. Our offerings include continuous KYC monitoring, vendor and third-party risk management, merchant monitoring, risk assessment and tools that help customers meet their obligations under directions, circulars and regulations issued by the Reserve Bank of India (RBI) and the Securities and Exchange Board of India (SEBI) (together, the "Services").`,
          ],
        },
        {
          type: "paragraph",
          content: [
            "The Website describes the Services and lets you contact us, request a demonstration, download reports and sign up for careers alerts. The Website does not itself provide the Services. The Services are made available only to business customers under a Customer Agreement, which sets out their scope, service levels, data protection terms, fees and other commercial terms. Submitting a form on the Website does not create a Customer Agreement or oblige either party to enter into one.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "Fees for the Services are as set out in the applicable Customer Agreement or order form. All fees paid for the Services are non-refundable unless expressly stated otherwise in a written agreement or order form signed by us. Unless stated otherwise, fees are exclusive of Goods and Services Tax and other applicable taxes, duties and levies.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "The Services support, and do not replace, a customer's own compliance, credit, fraud-risk and operational decisions. Each customer remains solely responsible for its regulatory obligations, including those under the Prevention of Money-laundering Act, 2002, the RBI Master Directions on Know Your Customer, applicable SEBI regulations and any other law that applies to it, and for every decision it takes using the outputs of the Services.",
          ],
        },
      ],
    },
    {
      id: "content-ownership",
      title: "Content ownership",
      blocks: [
        {
          type: "paragraph",
          content: [
            `Unless stated otherwise, all content on the Website, including text, graphics, logos, icons, images, illustrations, reports, white papers, case studies, statistics, data visualisations, audio-visual material, software and code, and the selection and arrangement of all of them (the "Content"), is owned by or licensed to ${site.legalName} and is protected by the Copyright Act, 1957, the Trade Marks Act, 1999 and other applicable laws of India and international treaties.`,
          ],
        },
        {
          type: "paragraph",
          content: [
            "Some Content, such as third-party statistics, extracts from regulatory publications, and customer or partner names and logos, belongs to third parties and is used with their permission or as permitted by law. Ownership of that material remains with its respective owners. A reference to any third party, product or organisation on the Website does not imply that it endorses us or that we endorse it.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "You retain ownership of the information you submit through the Website's forms. You grant us a non-exclusive, royalty-free licence to store, use and process that information for the purposes described in our ",
            { text: "Privacy Policy", href: "/privacy-policy" },
            " and in these Terms.",
          ],
        },
      ],
    },
    {
      id: "your-rights-and-responsibilities",
      title: "Your rights and responsibilities",
      blocks: [
        {
          type: "paragraph",
          content: [
            "Subject to these Terms, you may browse the Website, submit its forms and download the reports it offers for your internal business reference. When you submit a form, you must provide information that is true, accurate, current and complete, and you may submit only your own details or details you are authorised to share. You are responsible for the devices, software and internet connection you use to access the Website, and for complying with the laws that apply to you.",
          ],
        },
        {
          type: "paragraph",
          content: ["When using the Website, you must not:"],
        },
        {
          type: "list",
          items: [
            [
              "use the Website for any unlawful, fraudulent or misleading purpose, or in any way that breaches the Information Technology Act, 2000, the rules made under it or any other applicable law;",
            ],
            [
              "attempt to gain unauthorised access to the Website or to any server, database or network connected to it, or probe, scan or test the vulnerability of any of them without our prior written permission;",
            ],
            [
              "introduce any virus, malware, ransomware or other harmful code, or interfere with or disrupt the Website, including by denial-of-service attacks or by sending an unreasonable volume of requests;",
            ],
            [
              "use robots, scrapers, crawlers or other automated means to access, copy or harvest the Website or its Content, other than general-purpose search engines that respect our robots.txt instructions;",
            ],
            [
              "impersonate any person or organisation, submit false, misleading or spam enquiries, or submit the personal data of another person without a lawful basis;",
            ],
            [
              "use the Website or its Content to develop or benchmark a competing product or service, or remove, obscure or alter any copyright, trade mark or other proprietary notice; or",
            ],
            [
              "frame or mirror any part of the Website, or present it in a way that suggests an association with, or endorsement by, us that does not exist.",
            ],
          ],
        },
        {
          type: "paragraph",
          content: [
            "Please do not submit through the Website's forms any passwords, bank account or card details, Aadhaar or PAN numbers, customer data of your organisation or any other sensitive or confidential information. If we need such information to evaluate a business relationship, we will ask for it through a secure channel agreed with you.",
          ],
        },
      ],
    },
    {
      id: "our-rights-and-responsibilities",
      title: "Our rights and responsibilities",
      blocks: [
        {
          type: "paragraph",
          content: [
            "We will make reasonable efforts to keep the Website available, secure and accurate, and to handle the personal data you provide in accordance with our ",
            { text: "Privacy Policy", href: "/privacy-policy" },
            " and applicable law.",
          ],
        },
        {
          type: "paragraph",
          content: ["We reserve the right, at any time and without liability to you, to:"],
        },
        {
          type: "list",
          items: [
            [
              "modify, suspend or discontinue the Website or any part of it, and update, correct or remove any Content, including reports, product descriptions and statistics;",
            ],
            [
              "decline to respond to, or delete, any form submission, including submissions that appear to be spam, incomplete, fraudulent or outside the scope of our business, and decline any request for a demonstration;",
            ],
            [
              "restrict or block access to the Website from any user, device or network address that we reasonably believe is breaching these Terms or threatening the security of the Website; and",
            ],
            [
              "investigate suspected breaches of these Terms and co-operate with law enforcement agencies, the Indian Computer Emergency Response Team (CERT-In), regulators and courts where required by law.",
            ],
          ],
        },
        {
          type: "paragraph",
          content: [
            'We may revise these Terms from time to time. The revised Terms take effect when they are published on the Website with a new "Last updated" date. Your continued use of the Website after that date means that you accept the revised Terms, so please review them periodically.',
          ],
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      blocks: [
        {
          type: "paragraph",
          content: [
            `"${site.name}", the ${site.name} logo, and our product names, taglines and service marks are trade marks, registered or unregistered, of ${site.legalName}. You may not use them, or any confusingly similar mark, without our prior written consent, including in domain names, social media handles, metadata, advertising keywords or promotional material.`,
          ],
        },
        {
          type: "paragraph",
          content: [
            "The software, machine learning models, algorithms, risk-scoring methods, rule libraries, data structures and methodologies that underlie the Website and the Services are our proprietary property, confidential information and trade secrets. Nothing on the Website grants you any right in them, and you must not copy, decompile, disassemble or reverse engineer any part of the Website or attempt to derive its source code, except to the extent that applicable law expressly permits it despite this restriction.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "Except for the limited licence in section 6 (Licence to use the website), no right, title or interest in any intellectual property is transferred or licensed to you, whether by implication, estoppel or otherwise. All rights not expressly granted are reserved.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "If you believe that any Content infringes your copyright, trade mark or other rights, please write to us at ",
            { text: site.email, href: `mailto:${site.email}` },
            " with a description of the work, the address of the page on which it appears, your contact details and a statement that your complaint is made in good faith. We will review the complaint and, where appropriate, remove or disable access to the material.",
          ],
        },
      ],
    },
    {
      id: "licence",
      title: "Licence to use the website",
      blocks: [
        {
          type: "paragraph",
          content: [
            "Subject to your compliance with these Terms, we grant you a limited, non-exclusive, non-transferable, non-sublicensable and revocable licence to access and view the Website, and to download and print a reasonable number of copies of reports, white papers and other downloadable Content, solely for your own or your organisation's internal business reference, provided that you keep all copyright and other proprietary notices intact.",
          ],
        },
        {
          type: "paragraph",
          content: ["Unless we agree otherwise in writing, you may not:"],
        },
        {
          type: "list",
          items: [
            [
              "reproduce, republish, sell, rent, sublicense, distribute, publicly display or otherwise commercially exploit any Content;",
            ],
            ["modify, translate or create derivative works based on any Content;"],
            [
              "use any Content or data from the Website for text or data mining, or to build, train or improve any machine learning model, dataset or database; or",
            ],
            ["use any Content in a way that suggests that we endorse you, your organisation or your products."],
          ],
        },
        {
          type: "paragraph",
          content: [
            `You may quote brief extracts from our published reports for the purposes of commentary, research, criticism or news reporting, provided that you attribute them to ${site.name} and do not alter their meaning. This licence ends automatically if you breach these Terms, and you must then delete or destroy any Content you have downloaded or printed.`,
          ],
        },
      ],
    },
    {
      id: "third-party-links",
      title: "Third-party links",
      blocks: [
        {
          type: "paragraph",
          content: [
            "The Website may contain links to websites and services operated by third parties, such as our pages on social media platforms, online scheduling tools, and the websites of regulators including the RBI and SEBI. These links are provided for your convenience only. We do not control those websites or services and are not responsible for their content, availability, security or privacy practices, and a link does not mean that we endorse them.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "Your use of any third-party website or service is at your own risk and is governed by that third party's terms and privacy policy, which we encourage you to read. For regulatory requirements, always rely on the official text published by the relevant regulator rather than on any summary on the Website.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "You may link to the home page of the Website, provided that you do so in a fair and lawful way that does not damage our reputation or suggest any association, approval or endorsement on our part that does not exist. You must not frame the Website on any other website.",
          ],
        },
      ],
    },
    {
      id: "communication-consent",
      title: "Consent to communications",
      blocks: [
        {
          type: "paragraph",
          content: [
            `By submitting a contact form, demo request, report download request or careers alert sign-up on the Website, you consent to ${site.legalName} and its authorised personnel contacting you at the e-mail address and, where you provide one, the phone number you submitted, by e-mail, telephone call, SMS or WhatsApp, for the following purposes:`,
          ],
        },
        {
          type: "list",
          items: [
            ["to respond to your enquiry and follow up on it;"],
            ["to schedule and conduct a demonstration of the Services that you have requested;"],
            ["to deliver a report you have requested and to share related research, events and updates;"],
            [`to send you information about ${site.name} products and services that are relevant to your enquiry; and`],
            ["where you have signed up for careers alerts, to tell you about open positions."],
          ],
        },
        {
          type: "paragraph",
          content: [
            "You must provide only contact details that belong to you or that you are authorised to use. Where your number is registered on the National Customer Preference Register, we will contact you by telephone or SMS only to the extent permitted by the Telecom Commercial Communications Customer Preference Regulations, 2018. We will not share your contact details with any third party for that third party's own marketing.",
          ],
        },
        {
          type: "paragraph",
          content: [
            'You may withdraw this consent at any time, as easily as you gave it: use the unsubscribe link in any marketing e-mail, reply "STOP" to any WhatsApp or SMS message, tell the person who calls you, or write to ',
            { text: site.email, href: `mailto:${site.email}` },
            ' with the subject "Unsubscribe". We will act on your request within 10 working days. After you opt out, we may still send you messages that are strictly necessary to complete a request you have made or to comply with law.',
          ],
        },
      ],
    },
    {
      id: "privacy",
      title: "Privacy",
      blocks: [
        {
          type: "paragraph",
          content: [
            "Our collection, use, sharing and retention of personal data submitted through the Website, and your rights in relation to it under the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000, are described in our ",
            { text: "Privacy Policy", href: "/privacy-policy" },
            ", which forms part of these Terms. Please read it before submitting any form.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "The Website sets no cookies and loads no third-party trackers, analytics or advertising scripts. The only personal data we receive through the Website is what you choose to enter in a form, together with the basic server logs that are needed to keep the Website secure.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "Personal data that our customers process through the Services, such as the KYC records of their own customers, merchants or vendors, is not governed by the Privacy Policy or these Terms. It is processed on behalf of the relevant customer under the Customer Agreement and its data protection terms, and questions about it should be addressed to that customer.",
          ],
        },
      ],
    },
    {
      id: "feedback",
      title: "Feedback",
      blocks: [
        {
          type: "paragraph",
          content: [
            `If you send us suggestions, ideas, comments, feature requests or other feedback about the Website or the Services ("Feedback"), you grant ${site.legalName} a perpetual, irrevocable, worldwide, royalty-free, fully paid-up, transferable and sublicensable licence to use, reproduce, modify, adapt, publish and incorporate that Feedback into its products, services and materials, for any purpose, without any obligation to you or any compensation.`,
          ],
        },
        {
          type: "paragraph",
          content: [
            "Feedback is voluntary and is treated as non-confidential. Please do not include in Feedback any confidential or proprietary information of your own or of your organisation. We are not obliged to use, review or respond to any Feedback.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "You confirm that you have the right to give us the Feedback and that it does not infringe the rights of any third party. To the extent permitted by law, you agree not to assert any moral rights in the Feedback against us or our licensees. Any personal data included with Feedback is handled in accordance with our Privacy Policy.",
          ],
        },
      ],
    },
    {
      id: "warranties",
      title: "Warranties",
      blocks: [
        {
          type: "paragraph",
          content: ["By using the Website, you represent and warrant that:"],
        },
        {
          type: "list",
          items: [
            ["you are at least 18 years of age and competent to contract under the Indian Contract Act, 1872;"],
            [
              "if you use the Website on behalf of an organisation, you are authorised to bind that organisation to these Terms;",
            ],
            [
              "the information you submit is true, accurate, current and complete, and relates to you or is information you are authorised to share;",
            ],
            [
              "you will not submit the personal data of any other person unless you have a lawful basis and, where required, that person's consent; and",
            ],
            [
              "your use of the Website complies with these Terms and with all applicable laws, including the Information Technology Act, 2000.",
            ],
          ],
        },
        {
          type: "paragraph",
          content: [
            "Any warranties we give in relation to the Services are set out exclusively in the applicable Customer Agreement. We give no warranty in relation to the Website except any that cannot be excluded under applicable law.",
          ],
        },
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      blocks: [
        {
          type: "paragraph",
          content: [
            'The Website and its Content are provided on an "as is" and "as available" basis. To the maximum extent permitted by applicable law, we disclaim all warranties and conditions, whether express, implied or statutory, including warranties of merchantability, satisfactory quality, fitness for a particular purpose, accuracy, completeness and non-infringement. We do not warrant that the Website will be uninterrupted, timely, secure or free from errors, viruses or other harmful components.',
          ],
        },
        {
          type: "paragraph",
          content: [
            "The Content, including our reports, articles and summaries of laws, regulations and regulatory directions, is general information only. It is not legal, regulatory, compliance, financial, tax or investment advice and is not a substitute for advice from a qualified professional. Requirements issued by the RBI, SEBI, the Financial Intelligence Unit - India and other authorities change frequently; always verify the current position against the official text and take appropriate professional advice before acting.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "Statistics, metrics and performance figures on the Website, such as fraud detection rates, reductions in false positives, implementation times, cost savings and industry loss figures, are indicative only. They are based on internal analysis, particular customer deployments, pilot results or third-party sources at a point in time, and actual results depend on each customer's data, configuration, integration and business. They are not a guarantee, promise or commitment of any result; any commitment as to performance exists only if it is set out in a Customer Agreement. Testimonials reflect the experience of the individuals and organisations concerned.",
          ],
        },
        {
          type: "paragraph",
          content: [
            `No fraud detection or compliance monitoring system can identify every fraudulent transaction, risk or regulatory breach. References to the RBI, SEBI or any other authority do not mean that any regulator has approved, endorsed or certified ${site.name} or the Services.`,
          ],
        },
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      blocks: [
        {
          type: "paragraph",
          content: [
            `To the maximum extent permitted by applicable law, in no event will ${site.legalName} or its directors, officers, employees, affiliates, agents or licensors be liable for any indirect, incidental, special, consequential, exemplary or punitive damages, or for any loss of profits, revenue, business, goodwill, data or anticipated savings, arising out of or in connection with the Website, the Content, your reliance on any Content, or your use of or inability to use the Website, whether in contract, tort (including negligence), breach of statutory duty or otherwise, even if we have been advised of the possibility of such loss.`,
          ],
        },
        {
          type: "paragraph",
          content: [
            "To the maximum extent permitted by applicable law, our total aggregate liability to you arising out of or in connection with the Website and these Terms will not exceed ₹5,000 (Rupees Five Thousand only).",
          ],
        },
        {
          type: "paragraph",
          content: [
            "Our liability in connection with the Services is governed exclusively by the applicable Customer Agreement. Nothing in these Terms limits or excludes any liability for fraud or any other liability that cannot be limited or excluded under applicable law.",
          ],
        },
      ],
    },
    {
      id: "indemnity",
      title: "Indemnity",
      blocks: [
        {
          type: "paragraph",
          content: [
            `You agree to indemnify, defend and hold harmless ${site.legalName} and its affiliates, directors, officers, employees and agents from and against all claims, demands, proceedings, losses, liabilities, damages, penalties, costs and expenses (including reasonable legal fees) arising out of or in connection with:`,
          ],
        },
        {
          type: "list",
          items: [
            ["your breach of these Terms;"],
            [
              "your violation of any applicable law or of any right of a third party, including intellectual property and privacy rights;",
            ],
            [
              "any information you submit through the Website, including the personal data of another person submitted without authorisation; or",
            ],
            ["your misuse of the Website or its Content."],
          ],
        },
        {
          type: "paragraph",
          content: [
            "We will notify you of any claim for which we seek indemnity. We may assume the exclusive defence and control of any such matter, in which case you will co-operate with us in asserting any available defences. You must not settle any such claim without our prior written consent.",
          ],
        },
      ],
    },
    {
      id: "termination",
      title: "Termination",
      blocks: [
        {
          type: "paragraph",
          content: [
            "We may suspend or terminate your access to all or any part of the Website at any time, without notice, if we reasonably believe that you have breached these Terms, or where necessary to protect the Website, its users or our business, or to comply with law or with a direction of a competent authority.",
          ],
        },
        {
          type: "paragraph",
          content: [
            "You may stop using the Website at any time. To withdraw your consent to communications or to ask us to erase your personal data, follow the steps in section 8 (Consent to communications) or in our ",
            { text: "Privacy Policy", href: "/privacy-policy" },
            ".",
          ],
        },
        {
          type: "paragraph",
          content: [
            "On termination, the licence in section 6 (Licence to use the website) ends and you must delete or destroy any Content you have downloaded. The provisions on content ownership, intellectual property, feedback, warranties, disclaimers, limitation of liability, indemnity and miscellaneous matters, and any other provision that by its nature is intended to survive, will survive termination. Termination of access to the Website does not affect any Customer Agreement, which may be terminated only in accordance with its own terms.",
          ],
        },
      ],
    },
    {
      id: "miscellaneous",
      title: "Miscellaneous",
      blocks: [
        {
          type: "list",
          items: [
            [
              "Governing law: These Terms and any dispute or claim arising out of or in connection with them or the Website are governed by and construed in accordance with the laws of India, without regard to its conflict of laws principles.",
            ],
            [
              "Jurisdiction: Subject to any dispute resolution mechanism agreed in a Customer Agreement, the courts at New Delhi, India have exclusive jurisdiction over any dispute arising out of or in connection with these Terms or the Website.",
            ],
            [
              "Severability: If any provision of these Terms is held to be invalid, illegal or unenforceable, it will be enforced to the maximum extent permissible or modified to the minimum extent necessary, and the remaining provisions will continue in full force and effect.",
            ],
            [
              "Waiver: Our failure or delay in exercising any right or remedy under these Terms is not a waiver of it. A waiver is effective only if it is in writing and signed by an authorised representative of ours.",
            ],
            [
              "Assignment: You may not assign or transfer any of your rights or obligations under these Terms without our prior written consent. We may assign or transfer ours to an affiliate, or in connection with a merger, amalgamation, acquisition, reorganisation or sale of all or part of our business.",
            ],
            [
              "Entire agreement: These Terms, together with our Privacy Policy, constitute the entire agreement between you and us regarding the Website and supersede any prior understanding about it. The Services are governed by the applicable Customer Agreement.",
            ],
            [
              "Force majeure: We are not liable for any delay or failure to perform caused by events beyond our reasonable control, including acts of God, flood, earthquake, fire, epidemic or pandemic, war, terrorism, riots, civil disturbance, acts or orders of government, strikes, cyber attacks, or failures of the internet, telecommunications networks, power supply or hosting providers.",
            ],
            [
              "Relationship and language: Nothing in these Terms creates any partnership, joint venture, agency or employment relationship. These Terms are written in English; if they are translated, the English version prevails.",
            ],
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        {
          type: "paragraph",
          content: [
            "If you have any questions about these Terms, or wish to report a breach of them or an infringement of your rights, please contact us:",
          ],
        },
        {
          type: "list",
          items: [
            ["E-mail: ", { text: site.email, href: `mailto:${site.email}` }],
            [`Registered office: ${site.legalName}, ${registeredAddress}`],
          ],
        },
        {
          type: "paragraph",
          content: [
            "Grievances about personal data are handled by our Grievance Officer, whose details are set out in our ",
            { text: "Privacy Policy", href: "/privacy-policy" },
            ".",
          ],
        },
      ],
    },
  ],
  seo: {
    title: "Terms of Service",
    description: `The terms governing use of the ${site.name} website: licence, content, communication consent, disclaimers, liability and the laws of India.`,
  },
} as const satisfies LegalDocument;
