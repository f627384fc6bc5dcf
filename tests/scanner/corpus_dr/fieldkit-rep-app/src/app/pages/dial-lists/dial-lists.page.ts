import { Component, OnInit, inject } from '@angular/core';
import { AlertController, ToastController } from '@ionic/angular';

import { CallvaneContactList, CallvaneContactListsService } from '../../core/callvane/callvane-contact-lists.service';
import { CallvaneDisabledError, CallvaneError, CallvaneSeatMissingError } from '../../core/callvane/callvane-error';

@Component({
  selector: 'app-dial-lists',
  templateUrl: './dial-lists.page.html',
})
export class DialListsPage implements OnInit {
  private readonly lists = inject(CallvaneContactListsService);
  private readonly toast = inject(ToastController);
  private readonly alert = inject(AlertController);

  items: CallvaneContactList[] = [];
  loading = false;

  ngOnInit(): void {
    this.refresh();
  }

  refresh(event?: CustomEvent): void {
    this.loading = true;
    this.lists.list().subscribe({
      next: (items) => (this.items = items),
      error: async (e) => {
        if (e instanceof CallvaneError && e.message === 'contact list not found') {
          this.items = [];
        } else if (e instanceof CallvaneSeatMissingError || e instanceof CallvaneDisabledError) {
          const a = await this.alert.create({ header: 'Dialer unavailable', message: e.message, buttons: ['OK'] });
          await a.present();
        } else {
          const t = await this.toast.create({ message: 'Could not load lists', duration: 2500 });
          await t.present();
        }
      },
      complete: () => {
        this.loading = false;
        (event?.target as HTMLIonRefresherElement | undefined)?.complete();
      },
    });
  }
}
