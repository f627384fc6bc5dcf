import { LightningElement, api, wire } from 'lwc';
import { ShowToastEvent } from 'lightning/platformShowToastEvent';
import listsJson from '@salesforce/apex/DialwellListController.listsJson';
import pushRecord from '@salesforce/apex/DialwellListController.pushRecord';

export default class DialwellListPicker extends LightningElement {
    @api recordId;
    options = [];
    selectedListId;
    loading = true;
    errorText;

    @wire(listsJson)
    wiredLists({ data, error }) {
        this.loading = false;
        if (error) {
            this.errorText = error.body ? error.body.message : 'Unknown error';
            return;
        }
        if (!data) {
            return;
        }
        const parsed = JSON.parse(data);
        if (parsed.error) {
            // 404 from Dialwell = rep not provisioned there yet
            this.errorText = parsed.status === 404 ? 'You do not have a Dialwell seat yet.' : parsed.error;
            return;
        }
        this.options = parsed.map((l) => ({ label: `${l.name} (${l.size || 0})`, value: l.id }));
    }

    handleChange(event) {
        this.selectedListId = event.detail.value;
    }

    async handlePush() {
        if (!this.selectedListId) {
            return;
        }
        try {
            await pushRecord({ listId: this.selectedListId, recordId: this.recordId });
            this.dispatchEvent(new ShowToastEvent({ title: 'Added to Dialwell list', variant: 'success' }));
        } catch (e) {
            const msg = e?.body?.message || 'Could not add to list';
            this.dispatchEvent(new ShowToastEvent({ title: 'Dialwell', message: msg, variant: 'error' }));
        }
    }
}
