export interface ContactDto {
  phone: string;
  firstName?: string;
  lastName?: string;
}

export interface ContactListDto {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export interface Paginated<T> {
  data: T[];
  nextCursor?: string | null;
}
