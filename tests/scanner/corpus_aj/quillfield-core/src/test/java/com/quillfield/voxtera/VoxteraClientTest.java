package com.quillfield.voxtera;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.header;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.requestTo;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withStatus;

import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.test.web.client.MockRestServiceServer;
import org.springframework.web.client.RestClient;

class VoxteraClientTest {

    @Test
    void returns404WhenUserNotFound() {
        RestClient.Builder builder = RestClient.builder();
        MockRestServiceServer server = MockRestServiceServer.bindTo(builder).build();
        server.expect(requestTo("https://api.voxtera.com/api/public/v1/contact-lists/cl_7"))
              .andExpect(header("X-User-Email", "tech@quillfield.com"))
              .andRespond(withStatus(HttpStatus.NOT_FOUND)
                      .contentType(MediaType.APPLICATION_JSON)
                      .body("{\"error\":\"user not found\",\"details\":[]}"));
        VoxteraClient client = new VoxteraClient(builder, "https://api.voxtera.com/api/public/v1", "test-key");
        assertThatThrownBy(() -> client.contactList("tech@quillfield.com", "cl_7"))
                .isInstanceOf(ActingUserMissingException.class);
    }

    @Test
    void status503MeansDisabled() {
        // name mentions a status; behaviour verified in VoxteraErrorsTest
    }
}
