// The landing page of the proposal API docs: a React page rendered at build time.
import type { ReactPageProps } from 'specpress';

export const title = '';
export const description = 'Create, send and track sales proposals and manage customer contacts from your own software with the Proposal API.';

const firstRequest = `curl https://app.proposal.example/api/v2/acme/proposals/open/ \\
  -H "Authorization: Bearer $PROPOSAL_API_KEY"`;

const firstAnswer = `{
  "data": [
    {
      "id": 88341,
      "proposal_nr": "2024-0142",
      "name": "Website redesign 2024",
      "status": "open",
      "contact_id": 5521,
      "contact_name": "Northwind Traders B.V.",
      "contact_type": "organisation",
      "price_total": "€ 9,038.70",
      "date_viewed": "2024-05-03T09:02:47+02:00"
    }
  ],
  "page": 1,
  "per_page": 25,
  "total": 1
}`;

export default function Home({ url, highlight }: ReactPageProps) {
  const guides = [
    { title: 'Authentication', text: 'Send your API key as a bearer token to your account’s base URL.', href: url('authentication') },
    { title: 'Webhooks', text: 'Be told when a proposal is sent, viewed, won or lost, or a contact changes.', href: url('webhooks') },
    { title: 'Errors', text: 'Status codes, the error object and what to do about each.', href: url('errors') },
    { title: 'MCP server', text: 'Let AI assistants find, draft and send proposals — with your confirmation.', href: url('mcp-server') },
    { title: 'Changelog', text: 'Moving from version 1: companies become contacts, field by field.', href: url('changelog') },
    { title: 'All pages and operations', text: 'Every guide and every call of both versions on one page.', href: url('docs') },
  ];
  const references = [
    { title: 'API reference v2 — latest', text: 'Proposals, contacts (organisations and persons), templates, products, automations, users and webhooks.', href: url('api') },
    { title: 'API reference v1 — deprecated', text: 'The previous version, with companies and the people inside them.', href: url('api-v1') },
  ];
  return (
    <div className="home">
      <header className="hero">
        <h1>Proposal API</h1>
        <p className="hero-lead">Create, send and track sales proposals, and manage the contacts you send them to, from your own software.</p>
        <p className="hero-actions">
          <a className="button button-primary" href={url('authentication')}>
            Get started
          </a>
          <a className="button" href={url('api')}>
            API reference
          </a>
        </p>
      </header>
      <section>
        <h2 id="what-you-can-do">What you can do</h2>
        <ul>
          <li>
            <strong>Proposals</strong> — create proposals from your templates with price tables, send them to your customer’s contacts, and follow them from <code>edit</code> through <code>open</code> to <code>won</code>, <code>lost</code> or <code>closed</code>.
          </li>
          <li>
            <strong>Contacts</strong> — keep the organisations and persons you send proposals to in sync with your CRM.
          </li>
          <li>
            <strong>Products and settings</strong> — manage the product catalogue and read templates, tags, VAT groups, automation sets and users.
          </li>
          <li>
            <strong>Webhooks</strong> — get an HTTPS call when a proposal is viewed, commented on, won or lost.
          </li>
        </ul>
      </section>
      <section>
        <h2 id="two-versions">Two versions</h2>
        <p>
          Version 2 is the one to build on. Version 1 is deprecated and differs in how customers are modelled; the <a href={url('changelog')}>changelog</a> maps every call, field and event.
        </p>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>Version</th>
                <th>Status</th>
                <th>Customers are</th>
                <th>Base path</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  <a href={url('api')}>Version 2</a>
                </td>
                <td>Latest</td>
                <td>
                  Contacts, each an <strong>organisation</strong> (with people) or a <strong>person</strong>; proposals have a <code>contact_id</code>
                </td>
                <td>
                  <code>/api/v2/{'{account_name}'}</code>
                </td>
              </tr>
              <tr>
                <td>
                  <a href={url('api-v1')}>Version 1</a>
                </td>
                <td>Deprecated</td>
                <td>
                  <strong>Companies</strong> and the people inside them; proposals have a <code>company_id</code>
                </td>
                <td>
                  <code>/api/v1/{'{account_name}'}</code>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      <section>
        <h2 id="guides">Guides</h2>
        <Cards cards={guides} />
      </section>
      <section>
        <h2 id="references">API references</h2>
        <Cards cards={references} />
      </section>
      <section>
        <h2 id="first-request">Your first request</h2>
        <p>
          With an API key (see <a href={url('authentication')}>Authentication</a>), list the open proposals of the account <code>acme</code>:
        </p>
        <pre>
          <code className="language-bash" dangerouslySetInnerHTML={{ __html: highlight(firstRequest, 'bash') }} />
        </pre>
        <p>The answer is one page of up to 25 proposals:</p>
        <pre>
          <code className="language-json" dangerouslySetInnerHTML={{ __html: highlight(firstAnswer, 'json') }} />
        </pre>
        <p>
          Next: <a href={url('api') + '#operation/createProposal'}>create a proposal</a>, <a href={url('api') + '#operation/sendProposal'}>send it</a>, and{' '}
          <a href={url('webhooks')}>get told</a> when it is won.
        </p>
      </section>
    </div>
  );
}

interface Card {
  title: string;
  text: string;
  href: string;
}

function Cards({ cards }: { cards: Card[] }) {
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.href} className="card">
          <a href={card.href}>
            <strong>{card.title}</strong>
            <span>{card.text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
