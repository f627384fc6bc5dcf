import { createActionGroup, emptyProps, props } from '@ngrx/store';
import { CallList } from '../call-list.model';

export const CallListsActions = createActionGroup({
  source: 'Call Lists',
  events: {
    'Load': emptyProps(),
    'Load Success': props<{ lists: CallList[]; total: number }>(),
    'Load Failure': props<{ message: string; retryable: boolean }>(),
    'Create': props<{ name: string; description?: string }>(),
    'Create Success': props<{ list: CallList }>(),
    'Delete': props<{ id: string }>(),
    'Delete Success': props<{ id: string }>(),
    'Add Drivers': props<{ id: string; phones: string[] }>(),
    'Add Drivers Success': props<{ id: string; added: number }>(),
    'Callhive Unavailable': emptyProps(),
    'Rep Not Provisioned': emptyProps(),
  },
});
