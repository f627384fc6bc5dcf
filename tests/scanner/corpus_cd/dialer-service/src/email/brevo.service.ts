import { Injectable } from "@nestjs/common";
import { HttpService } from "@nestjs/axios";
import { firstValueFrom } from "rxjs";

// Brevo (ex-Sendinblue) keeps our nurture contact lists in sync with call outcomes.
@Injectable()
export class BrevoService {
  constructor(private readonly http: HttpService) {}

  private headers() {
    return { "api-key": process.env.BREVO_API_KEY ?? "", accept: "application/json" };
  }

  async addToList(listId: number, emails: string[]) {
    const url = `https://api.brevo.com/v3/contacts/lists/${listId}/contacts/add`;
    const res = await firstValueFrom(this.http.post(url, { emails }, { headers: this.headers() }));
    return res.data;
  }

  async lists() {
    const res = await firstValueFrom(
      this.http.get("https://api.brevo.com/v3/contacts/lists?limit=50", { headers: this.headers() }),
    );
    if (res.status === 404) return [];
    return res.data.lists;
  }
}
