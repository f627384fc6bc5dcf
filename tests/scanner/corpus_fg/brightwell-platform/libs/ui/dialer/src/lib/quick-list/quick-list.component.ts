import { Component, EventEmitter, Input, Output } from '@angular/core';
import { NgFor, NgIf } from '@angular/common';
import { ContactList } from '@brightwell/dialpath-types';

@Component({
  selector: 'bw-quick-list',
  standalone: true,
  imports: [NgFor, NgIf],
  template: `
    <p *ngIf="error" class="bw-banner bw-banner--warn">{{ error }}</p>
    <table *ngIf="lists.length">
      <tr *ngFor="let l of lists" data-cy="quick-list-row" (click)="pick.emit(l)">
        <td>{{ l.name }}</td><td>{{ l.size }}</td>
      </tr>
    </table>
  `,
})
export class QuickListComponent {
  @Input() lists: ContactList[] = [];
  @Input() error: string | null = null;
  @Output() pick = new EventEmitter<ContactList>();
}
