package com.tidemark.dispatch.ringwell.dto;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;

public record AppendContactsRequest(List<Contact> contacts) {

    public record Contact(
            String phone,
            @JsonProperty("first_name") String firstName,
            @JsonProperty("last_name") String lastName,
            @JsonProperty("external_ref") String shipmentRef) {
    }
}
