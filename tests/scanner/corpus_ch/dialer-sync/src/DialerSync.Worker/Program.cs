using DialerSync.Worker;
using DialerSync.Worker.Crm;
using DialerSync.Worker.Phonelark;
using Polly;
using Polly.Extensions.Http;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.Configure<PhonelarkOptions>(builder.Configuration.GetSection(PhonelarkOptions.Section));

builder.Services.AddHttpClient<PhonelarkClient>()
    .AddPolicyHandler(HttpPolicyExtensions
        .HandleTransientHttpError()
        .OrResult(r => r.StatusCode == System.Net.HttpStatusCode.TooManyRequests)
        .WaitAndRetryAsync(3, attempt => TimeSpan.FromSeconds(Math.Pow(2, attempt))));

builder.Services.AddHttpClient<CrmClient>(c =>
{
    c.BaseAddress = new Uri(builder.Configuration["Crm:BaseUrl"]!);
    c.DefaultRequestHeaders.Add("x-api-key", builder.Configuration["Crm:ApiKey"]);
});

builder.Services.AddHostedService<SyncWorker>();

builder.Build().Run();
