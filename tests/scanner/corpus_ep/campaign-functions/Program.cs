using CampaignFunctions.Shared;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;

var host = new HostBuilder()
    .ConfigureFunctionsWorkerDefaults()
    .ConfigureServices(services =>
    {
        services.AddApplicationInsightsTelemetryWorkerService();
        services.ConfigureFunctionsApplicationInsights();
        services.AddRingvale();
        services.AddRingvaleRecordings();
        services.AddHttpClient("sendgrid", c => c.BaseAddress = new Uri("https://api.sendgrid.com/v3/"));
        services.AddSingleton<ICampaignStore, TableCampaignStore>();
    })
    .Build();

host.Run();
