export interface ContactList {
  id: string;
  name: string;
  size: number;
  created_at?: string;
}

export interface ContactListPage {
  data: ContactList[];
  page: number;
  per_page: number;
}

export interface ContactInput {
  phone: string;
  first_name?: string;
  last_name?: string;
}
