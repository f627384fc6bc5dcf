package com.kestrelfreight.bridge.ringlane;

import io.micronaut.serde.annotation.Serdeable;

import java.util.List;

@Serdeable
public record RinglaneError(String error, List<Detail> details) {

    @Serdeable
    public record Detail(String path, String message) {}
}
