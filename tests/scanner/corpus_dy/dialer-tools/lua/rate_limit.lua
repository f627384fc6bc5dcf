-- Token bucket in Redis, called via EVALSHA from the Rails app (Rack::Attack fallback).
-- KEYS[1] bucket key, ARGV[1] capacity, ARGV[2] refill per second, ARGV[3] now (ms)
local key = KEYS[1]
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local now = tonumber(ARGV[3])

local bucket = redis.call("HMGET", key, "tokens", "ts")
local tokens = tonumber(bucket[1]) or capacity
local ts = tonumber(bucket[2]) or now

local elapsed = math.max(0, now - ts) / 1000
tokens = math.min(capacity, tokens + elapsed * rate)

local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end

redis.call("HSET", key, "tokens", tokens, "ts", now)
redis.call("PEXPIRE", key, math.ceil(capacity / rate * 1000))
-- 429 is returned by the caller when allowed == 0
return { allowed, math.floor(tokens) }
