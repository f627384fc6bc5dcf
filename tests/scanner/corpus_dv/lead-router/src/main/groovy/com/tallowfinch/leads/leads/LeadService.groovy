package com.tallowfinch.leads.leads

import com.tallowfinch.leads.callcrest.AppendContactsRequest
import com.tallowfinch.leads.callcrest.CallcrestClient
import com.tallowfinch.leads.callcrest.CallcrestErrors
import com.tallowfinch.leads.callcrest.ContactListRequest
import groovy.util.logging.Slf4j
import io.micronaut.http.client.exceptions.HttpClientResponseException
import jakarta.inject.Singleton

@Slf4j
@Singleton
class LeadService {

    private final CallcrestClient callcrest
    private final LeadRepository leads
    private final CampaignRepository campaigns

    LeadService(CallcrestClient callcrest, LeadRepository leads, CampaignRepository campaigns) {
        this.callcrest = callcrest
        this.leads = leads
        this.campaigns = campaigns
    }

    Lead route(Lead lead) {
        Campaign campaign = campaigns.findByStateAndProduct(lead.state, lead.product)
            .orElseThrow { new NoCampaignException(lead.state, lead.product) }
        String listId = campaign.callcrestListId ?: createList(campaign)
        try {
            callcrest.appendContacts(listId, new AppendContactsRequest(contacts: [
                new AppendContactsRequest.Contact(phone: lead.phone, firstName: lead.firstName, lastName: lead.lastName, externalId: lead.id.toString())
            ]))
        } catch (HttpClientResponseException e) {
            if (CallcrestErrors.isListNotFound(e)) {
                log.warn("campaign {} list {} missing on Callcrest; recreating", campaign.code, listId)
                listId = createList(campaign)
                callcrest.appendContacts(listId, new AppendContactsRequest(contacts: [
                    new AppendContactsRequest.Contact(phone: lead.phone, externalId: lead.id.toString())
                ]))
            } else {
                throw CallcrestErrors.translate(e)
            }
        }
        lead.routedTo = campaign.code
        lead.status = LeadStatus.QUEUED
        leads.update(lead)
    }

    private String createList(Campaign campaign) {
        def list = callcrest.createContactList(new ContactListRequest(name: "LR ${campaign.code}", description: "lead-router managed"))
        campaign.callcrestListId = list.id
        campaigns.update(campaign)
        list.id
    }

    void withdraw(Lead lead) {
        def campaign = campaigns.findByCode(lead.routedTo).orElse(null)
        if (campaign?.callcrestListId) {
            callcrest.removeContact(campaign.callcrestListId, lead.phone)
        }
        lead.status = LeadStatus.WITHDRAWN
        leads.update(lead)
    }
}
