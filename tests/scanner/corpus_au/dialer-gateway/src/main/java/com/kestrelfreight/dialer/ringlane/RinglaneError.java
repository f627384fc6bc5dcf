package com.kestrelfreight.dialer.ringlane;

import io.micronaut.serde.annotation.Serdeable;

import java.util.List;

/** Body Ringlane sends on any non-2xx. */
@Serdeable
public record RinglaneError(String error, List<Detail> details) {

    @Serdeable
    public record Detail(String path, String message) {}

    public boolean isUserNotFound() {
        return "user not found".equalsIgnoreCase(error);
    }
}
