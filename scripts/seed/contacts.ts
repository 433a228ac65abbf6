import type { Sql } from '../../src/server/db/client';

const DEMO_CONTACTS = [
  { name: 'Maria Souza', email: 'maria.souza@exemplo.com.br', message: 'Olá! Vocês fazem entregas para Campinas?', read: true },
  { name: 'João Pereira', email: 'joao.pereira@exemplo.com.br', message: 'Gostaria de saber a agenda de eventos de dezembro.', read: false },
  { name: 'Ana Lima', email: 'ana.lima@exemplo.com.br', message: 'Parabéns pelo trabalho! Como posso ser voluntária?', read: false },
];

/** Stores the demo contact messages that are not there yet (same e-mail and text). */
export async function seedContacts(sql: Sql): Promise<string> {
  let created = 0;
  for (const contact of DEMO_CONTACTS) {
    const rows = await sql`
      insert into contacts (name, email, message, read_at)
      select ${contact.name}, ${contact.email}, ${contact.message}, ${contact.read ? new Date() : null}
      where not exists (select 1 from contacts where email = ${contact.email} and message = ${contact.message})
      returning id`;
    created += rows.length;
  }
  return `contacts: ${created} created, ${DEMO_CONTACTS.length - created} already present`;
}
