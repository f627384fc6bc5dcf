package com.northpeak.leadrouter;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(com.northpeak.leadrouter.web.RoutingController.class)
class RoutingControllerTest {

    @Autowired
    MockMvc mvc;

    @Test
    void returns400WhenUserHeaderMissing() throws Exception {
        mvc.perform(post("/api/routes/preview").contentType("application/json").content("{}"))
                .andExpect(status().isBadRequest());
    }

    @Test
    void acceptsUserHeader() throws Exception {
        mvc.perform(post("/api/routes/preview")
                        .header("X-User-Email", "rep@northpeaksolar.com")
                        .contentType("application/json")
                        .content("{\"postcode\":\"BS1 4DJ\"}"))
                .andExpect(status().isOk());
    }
}
