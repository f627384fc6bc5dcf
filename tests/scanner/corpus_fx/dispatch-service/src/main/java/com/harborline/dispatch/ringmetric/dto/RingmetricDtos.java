package com.harborline.dispatch.ringmetric.dto;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

public final class RingmetricDtos {

    private RingmetricDtos() {
    }

    public record ContactListDto(
            String id,
            String name,
            @JsonProperty("contact_count") int contactCount,
            Map<String, String> metadata,
            @JsonProperty("created_at") OffsetDateTime createdAt) {
    }

    public record PagedContactLists(List<ContactListDto> data, int page, int total) {
    }

    public record AppendContactsRequest(List<String> phones) {
    }

    public record CreateContactListRequest(String name, Map<String, String> metadata) {
    }
}
