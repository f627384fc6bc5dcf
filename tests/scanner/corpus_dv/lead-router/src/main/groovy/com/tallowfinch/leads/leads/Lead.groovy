package com.tallowfinch.leads.leads

import io.micronaut.data.annotation.GeneratedValue
import io.micronaut.data.annotation.Id
import io.micronaut.data.annotation.MappedEntity

@MappedEntity("leads")
class Lead {
    @Id @GeneratedValue
    Long id
    String firstName
    String lastName
    String phone
    String email
    String state
    String product
    String routedTo
    LeadStatus status = LeadStatus.NEW
}

enum LeadStatus { NEW, QUEUED, CONTACTED, WITHDRAWN }
