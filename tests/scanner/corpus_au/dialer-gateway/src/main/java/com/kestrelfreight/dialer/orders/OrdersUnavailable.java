package com.kestrelfreight.dialer.orders;

public class OrdersUnavailable extends RuntimeException {
    public OrdersUnavailable(String message) { super(message); }
}
