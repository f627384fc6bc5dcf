package health.tessellate.scheduling.ringloop;

class RingLoopDisabledException extends RuntimeException {
    RingLoopDisabledException(String m) { super(m); }
}

class RingLoopUserNotFoundException extends RuntimeException {
    RingLoopUserNotFoundException(String m) { super(m); }
}

class RingLoopNotFoundException extends RuntimeException {
    RingLoopNotFoundException(String m) { super(m); }
}
