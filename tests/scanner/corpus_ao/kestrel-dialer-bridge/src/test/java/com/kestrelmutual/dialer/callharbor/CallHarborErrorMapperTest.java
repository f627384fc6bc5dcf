package com.kestrelmutual.dialer.callharbor;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import okhttp3.MediaType;
import okhttp3.ResponseBody;
import org.junit.jupiter.api.Test;
import retrofit2.Response;

class CallHarborErrorMapperTest {

    private final CallHarborErrorMapper mapper = new CallHarborErrorMapper(new ObjectMapper());

    private static Response<Object> error(int code, String json) {
        return Response.error(code, ResponseBody.create(json, MediaType.get("application/json")));
    }

    @Test
    void mapsUserNotFound404ToActingUserNotFound() {
        var ex = mapper.toException(error(404, "{\"error\":\"user not found\",\"details\":[]}"));
        assertThat(ex).isInstanceOf(CallHarborException.ActingUserNotFound.class);
    }

    @Test
    void maps502ToIdentityProviderUnavailable() {
        var ex = mapper.toException(error(502, "{\"error\":\"identity provider unreachable\"}"));
        assertThat(ex).isInstanceOf(CallHarborException.IdentityProviderUnavailable.class);
    }

    @Test
    void mapsOther404ToNotFound() {
        var ex = mapper.toException(error(404, "{\"error\":\"contact list not found\"}"));
        assertThat(ex).isInstanceOf(CallHarborException.NotFound.class);
        assertThat(ex.status()).isEqualTo(404);
    }
}
