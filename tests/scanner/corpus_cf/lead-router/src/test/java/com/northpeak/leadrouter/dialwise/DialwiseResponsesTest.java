package com.northpeak.leadrouter.dialwise;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import retrofit2.Retrofit;
import retrofit2.converter.jackson.JacksonConverterFactory;

class DialwiseResponsesTest {

    private MockWebServer server;
    private DialwiseApi api;

    @BeforeEach
    void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        api = new Retrofit.Builder()
                .baseUrl(server.url("/"))
                .addConverterFactory(JacksonConverterFactory.create())
                .build()
                .create(DialwiseApi.class);
    }

    @AfterEach
    void tearDown() throws Exception {
        server.shutdown();
    }

    @Test
    void status502IsTransient() {
        server.enqueue(new MockResponse().setResponseCode(502).setBody("{}"));
        var ex = catchThrowableOfType(() -> DialwiseResponses.execute(api.listContactLists()), DialwiseException.class);
        assertThat(ex.isTransient()).isTrue();
    }

    @Test
    void status503MeansApiDisabled() {
        server.enqueue(new MockResponse().setResponseCode(503).setBody("{}"));
        var ex = catchThrowableOfType(() -> DialwiseResponses.execute(api.listContactLists()), DialwiseException.class);
        assertThat(ex.getReason()).isEqualTo(DialwiseException.Reason.API_DISABLED);
    }
}
