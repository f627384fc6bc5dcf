package com.tidewater.leadrouter.api;

import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;

public record LeadRequest(
        @NotBlank String name,
        @Email String email,
        @NotBlank @Pattern(regexp = "\\+?[0-9 ()-]{7,20}") String phone,
        String source) {
}
