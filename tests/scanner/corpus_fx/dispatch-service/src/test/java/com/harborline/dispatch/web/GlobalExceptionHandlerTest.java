package com.harborline.dispatch.web;

import jakarta.persistence.EntityNotFoundException;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@WebMvcTest(controllers = TerritoryController.class)
class GlobalExceptionHandlerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    TerritoryService territoryService;

    @Test
    void returns404WithFlatErrorBody_whenTerritoryMissing() throws Exception {
        when(territoryService.find("ZZ")).thenThrow(new EntityNotFoundException("territory ZZ not found"));

        mvc.perform(get("/api/territories/ZZ").header("X-User-Email", "rep@harborline.com"))
                .andExpect(status().isNotFound())
                .andExpect(jsonPath("$.error").value("not_found"))
                .andExpect(jsonPath("$.message").value("territory ZZ not found"));
    }

    @Test
    void returns503_whenDialerDisabled() throws Exception {
        when(territoryService.find("WEST"))
                .thenThrow(new com.harborline.dispatch.ringmetric.RingmetricApiDisabledException("off"));

        mvc.perform(get("/api/territories/WEST").header("X-User-Email", "rep@harborline.com"))
                .andExpect(status().isServiceUnavailable())
                .andExpect(jsonPath("$.error").value("dialer_unavailable"));
    }
}
