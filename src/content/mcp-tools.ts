// The tools of the proposal MCP server and the API operations each one calls. Declared once here;
// the `mcp-tools` directive renders them on /mcp-server and checks every operationId against the
// spec, so the page cannot name a call the API does not have.
export type ToolAccess = 'read' | 'write' | 'send';

export interface McpTool {
  name: string;
  description: string;
  /** operationIds in the version 2 spec. */
  operations: string[];
  access: ToolAccess;
}

export const MCP_TOOLS: McpTool[] = [
  { name: 'list_proposals', description: 'List proposals by status (edit, open, won, lost, closed), optionally in one directory.', operations: ['listProposals', 'listProposalsInDirectory'], access: 'read' },
  { name: 'search_proposals', description: 'Search proposals of every status by a term.', operations: ['listProposals'], access: 'read' },
  { name: 'get_proposal', description: 'Read a proposal with its price tables, receivers, comments and history.', operations: ['getProposalDetails'], access: 'read' },
  { name: 'list_proposal_templates', description: 'List the favourite proposal templates to start a proposal from.', operations: ['listFavoriteProposalTemplates'], access: 'read' },
  { name: 'create_proposal', description: 'Create a draft proposal for a contact (it is not sent).', operations: ['createProposal'], access: 'write' },
  { name: 'update_proposal', description: 'Change a proposal’s name, contact, tags, fields or status.', operations: ['updateProposal'], access: 'write' },
  { name: 'send_proposal', description: 'Send a proposal to its receivers by email.', operations: ['sendProposal'], access: 'send' },
  { name: 'list_contacts', description: 'List or search organisations and persons.', operations: ['listOrganisations', 'listPeople'], access: 'read' },
  { name: 'get_contact', description: 'Read a contact with its people and proposals.', operations: ['getContact'], access: 'read' },
  { name: 'create_contact', description: 'Create an organisation or person contact.', operations: ['createContact'], access: 'write' },
  { name: 'update_contact', description: 'Change a contact’s fields, tags or custom fields.', operations: ['updateContact'], access: 'write' },
  { name: 'add_contact_person', description: 'Add a person to an organisation.', operations: ['createContactPerson'], access: 'write' },
];

export const ACCESS_LABELS: Record<ToolAccess, string> = {
  read: 'read only',
  write: 'changes data',
  send: 'reaches your customer: asks for confirmation',
};
