package com.brightwater.leadrouter.dialwell;

import okhttp3.MediaType;
import okhttp3.ResponseBody;
import org.junit.jupiter.api.Test;
import retrofit2.Response;

import static org.assertj.core.api.Assertions.assertThat;

class DialwellErrorsTest {

    private static Response<Void> err(int code, String json) {
        return Response.error(code, ResponseBody.create(json, MediaType.get("application/json")));
    }

    @Test
    void status502IsTransient() {
        assertThat(DialwellErrors.from(err(502, "{\"error\":\"identity provider unavailable\"}")).isTransient()).isTrue();
    }

    @Test
    void status404WithUserNotFoundMapsToUnknownUser() {
        assertThat(DialwellErrors.from(err(404, "{\"error\":\"user not found\"}")).kind())
                .isEqualTo(DialwellException.Kind.UNKNOWN_USER);
    }

    @Test
    void status503MeansApiDisabled() {
        assertThat(DialwellErrors.from(err(503, "{}")).kind()).isEqualTo(DialwellException.Kind.API_DISABLED);
    }
}
