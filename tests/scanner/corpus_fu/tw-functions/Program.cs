using System.Net.Http.Headers;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;

static string Env(string name) =>
    Environment.GetEnvironmentVariable(name) ?? throw new InvalidOperationException($"{name} is not configured");

var host = new HostBuilder()
    .ConfigureFunctionsWorkerDefaults()
    .ConfigureServices(services =>
    {
        services.AddApplicationInsightsTelemetryWorkerService();

        services.AddHttpClient("ringforge", c =>
        {
            c.BaseAddress = new Uri(Env("RINGFORGE_BASE_URL"));
            c.DefaultRequestHeaders.Add("x-api-key", Env("RINGFORGE_API_KEY"));
            c.DefaultRequestHeaders.Add("x-user-email", Env("RINGFORGE_ACTING_USER"));
            c.DefaultRequestHeaders.Accept.Add(new MediaTypeWithQualityHeaderValue("application/json"));
        });

        services.AddHttpClient("sendgrid", c =>
        {
            c.BaseAddress = new Uri("https://api.sendgrid.com/v3/");
            c.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", Env("SENDGRID_API_KEY"));
        });

        services.AddHttpClient("partner-feed", c =>
        {
            c.BaseAddress = new Uri(Env("PARTNER_FEED_URL"));
            c.DefaultRequestHeaders.Add("x-api-key", Env("PARTNER_FEED_KEY"));
        });
    })
    .Build();

host.Run();
