trigger CampaignTrigger on Campaign (after update) {
    for (Campaign c : Trigger.new) {
        Campaign old = Trigger.oldMap.get(c.Id);
        if (c.Status == 'In Progress' && old.Status != 'In Progress' && c.Dialwave_List_Id__c != null) {
            System.enqueueJob(new DialwaveListSyncQueueable(c.Id));
        }
    }
}
