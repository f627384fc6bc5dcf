package com.tidemark.dispatch.ringwell.dto;

import java.time.OffsetDateTime;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

@JsonIgnoreProperties(ignoreUnknown = true)
public record ContactListDto(
        String id,
        String name,
        String campaign,
        @JsonProperty("contact_count") int contactCount,
        @JsonProperty("created_at") OffsetDateTime createdAt) {
}
