using DialerSync.Worker.Options;
using DialerSync.Worker.Ringlane;
using Microsoft.Extensions.Options;
using NUnit.Framework;
using RichardSzalay.MockHttp;

namespace DialerSync.Worker.Tests;

[TestFixture]
public class AuthHandlerTests
{
    [Test]
    public async Task Handler_adds_key_and_acting_user()
    {
        var opts = new RinglaneOptions { ApiKey = "test-key-not-real", ActingUserEmail = "qa@brightpathhome.com" };
        var monitor = Mock.Of(opts);
        var mock = new MockHttpMessageHandler();
        mock.Expect("https://api.ringlane.test/*")
            .With(r => r.Headers.Contains("X-Request-Id"))
            .Respond(System.Net.HttpStatusCode.OK);

        var handler = new RinglaneAuthHandler(monitor) { InnerHandler = mock };
        using var http = new HttpClient(handler);
        await http.GetAsync("https://api.ringlane.test/ping");

        mock.VerifyNoOutstandingExpectation();
    }

    private static class Mock
    {
        public static IOptionsMonitor<T> Of<T>(T value) where T : class => new StaticMonitor<T>(value);
    }

    private sealed class StaticMonitor<T> : IOptionsMonitor<T> where T : class
    {
        public StaticMonitor(T value) => CurrentValue = value;
        public T CurrentValue { get; }
        public T Get(string? name) => CurrentValue;
        public IDisposable? OnChange(Action<T, string?> listener) => null;
    }
}
