// The landing page of the proposal API docs: a React page rendered at build time.
import type { ReactPageProps } from 'specpress';

export const title = '';
export const description = 'Create, send and track sales proposals and manage customer contacts from your own software with the Proposal API.';

const firstRequest = `curl https://app.proposal.example/api/v2/acme/proposals/open/ \\
  -H "Authorization: Bearer $PROPOSAL_API_KEY"`;

export default function Home({ url, highlight }: ReactPageProps) {
  const cards = [
    { title: 'Authentication', text: 'Get an API key and make your first authenticated call.', href: url('authentication') },
    { title: 'Webhooks', text: 'Be told when a proposal is viewed, won or lost.', href: url('webhooks') },
    { title: 'Errors', text: 'Status codes, the error object and what to do about each.', href: url('errors') },
    { title: 'MCP server', text: 'Let AI tools list, read and draft proposals for you.', href: url('mcp-server') },
    { title: 'API reference v2', text: 'Every call of the latest version: contacts, proposals, products.', href: url('api') },
    { title: 'API reference v1', text: 'The deprecated version with companies and their people.', href: url('api-v1') },
  ];
  return (
    <div className="home">
      <header className="hero">
        <h1>Proposal API</h1>
        <p className="hero-lead">Create, send and track sales proposals, and manage the contacts you send them to, from your own software.</p>
        <p className="hero-actions">
          <a className="button button-primary" href={url('authentication')}>Get started</a>
          <a className="button" href={url('api')}>API reference</a>
        </p>
      </header>
      <section>
        <h2 id="two-versions">Two versions</h2>
        <div className="table-wrap">
          <table>
            <thead>
              <tr><th>Version</th><th>Status</th><th>Contacts</th><th>Base path</th></tr>
            </thead>
            <tbody>
              <tr><td><a href={url('api')}>Version 2</a></td><td>Latest</td><td>Contacts are organisations or persons</td><td><code>/api/v2/{'{account_name}'}</code></td></tr>
              <tr><td><a href={url('api-v1')}>Version 1</a></td><td>Deprecated</td><td>Companies and the people inside them</td><td><code>/api/v1/{'{account_name}'}</code></td></tr>
            </tbody>
          </table>
        </div>
      </section>
      <section>
        <h2 id="guides">Guides and references</h2>
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
      </section>
      <section>
        <h2 id="first-request">Your first request</h2>
        <p>List the open proposals of the account <code>acme</code>:</p>
        <pre><code className="hljs language-bash" dangerouslySetInnerHTML={{ __html: highlight(firstRequest, 'bash') }} /></pre>
      </section>
    </div>
  );
}
