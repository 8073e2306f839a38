package api

import (
	"github.com/go-chi/chi/v5"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// routes registers every route of the API, in one place: adding an endpoint
// is one line here plus its handler.
func (s *Server) routes(r chi.Router) {
	// Unauthenticated: probes, metrics and the queue dashboard (own key).
	r.Get("/healthz", s.healthz)
	r.Get("/readyz", s.readyz)
	r.Handle("/metrics", promhttp.Handler())
	r.Get(OpenAPIPath, serveOpenAPI)
	if s.Admin != nil {
		r.Mount(AdminPath, s.Admin)
	}
	// The reviewers' web desk: its own sign-in and sessions, not API keys.
	if s.Desk != nil {
		r.Mount("/review", s.Desk)
	}

	// Device sessions authenticate with their own tokens; ingest takes a
	// device access token or the team's API key (wearables.go).
	r.Post("/v2/auth/sign_in", s.deviceSignIn)
	r.Post("/v2/auth/refresh", s.deviceRefresh)
	r.Post("/v2/ingest/{resource}", s.ingest)

	// Everything else needs the team's x-service-api-key.
	r.Group(func(r chi.Router) {
		r.Use(s.authenticate)

		// Users and mobile sign-in tokens.
		r.Post("/v2/user", s.createUser)
		r.Post("/v2/user/", s.createUser)
		r.Get("/v2/user", s.listUsers)
		r.Get("/v2/user/", s.listUsers)
		r.Get("/v2/user/{user_id}", s.getUser)
		r.Delete("/v2/user/{user_id}", s.deleteUser)
		r.Post("/v2/user/{user_id}/sign_in_token", s.createSignInToken)

		// Lab-report parsing jobs, their files, review and result history.
		r.Post("/lab_report/v1/parser/job", s.createParsingJob)
		r.Get("/lab_report/v1/parser/job/{job_id}", s.getParsingJob)
		r.Get("/lab_report/v1/parser/review", s.listPendingReview)
		r.Get("/lab_report/v1/parser/job/{job_id}/file/{index}", s.getJobFile)
		r.Post("/lab_report/v1/parser/job/{job_id}/review", s.submitReview)
		r.Get("/lab_report/v1/parser/job/{job_id}/review", s.getReviews)
		r.Get("/lab_report/v1/parser/job/{job_id}/versions", s.getJobVersions)
		r.Get(FHIRPath, s.getJobFHIR)

		// Webhook endpoints and their messages.
		r.Get("/v1/webhooks/endpoints", s.listEndpoints)
		r.Post("/v1/webhooks/endpoints", s.createEndpoint)
		r.Get("/v1/webhooks/endpoints/{endpoint_id}", s.getEndpoint)
		r.Patch("/v1/webhooks/endpoints/{endpoint_id}", s.updateEndpoint)
		r.Delete("/v1/webhooks/endpoints/{endpoint_id}", s.deleteEndpoint)
		r.Post("/v1/webhooks/endpoints/{endpoint_id}/rotate_secret", s.rotateSecret)
		r.Get("/v1/webhooks/endpoints/{endpoint_id}/messages", s.listMessages)
		r.Get("/v1/webhooks/endpoints/{endpoint_id}/messages/{message_id}", s.getMessage)
		r.Post("/v1/webhooks/endpoints/{endpoint_id}/messages/{message_id}/resend", s.resendMessage)

		// Wearable and device data: sources, imports, summaries, timeseries
		// and workout streams.
		r.Get("/v2/providers", s.listProviders)
		r.Get("/v2/user/providers/{user_id}", s.userProviders)
		r.Post("/v2/user/{user_id}/import", s.createImport)
		r.Get("/v2/user/{user_id}/import/{import_id}", s.getImport)
		r.Get("/v2/summary/activity/{user_id}", s.listActivity)
		r.Get("/v2/summary/workouts/{user_id}", s.listWorkouts)
		r.Get("/v2/timeseries/workouts/{workout_id}/stream", s.getWorkoutStream)
		r.Get("/v2/timeseries/{user_id}/steps", s.listTimeseries("steps"))
		r.Get("/v2/timeseries/{user_id}/calories_active", s.listTimeseries("calories_active"))
		r.Get("/v2/timeseries/{user_id}/glucose", s.listTimeseries("glucose"))
		r.Get("/v2/timeseries/{user_id}/heartrate", s.listTimeseries("heartrate"))

		// Lab-test catalogue.
		r.Get("/v3/lab_tests", s.listLabTests)
		r.Get("/v3/lab_tests/labs", s.listLabs)
		r.Get("/v3/lab_tests/markers", s.listMarkers)
		r.Get("/v3/lab_tests/{lab_test_id}", s.getLabTest)
		r.Get("/v3/lab_tests/{lab_test_id}/markers", s.listLabTestMarkers)
		r.Get("/v3/lab_test/lab_account", s.listLabAccounts)

		// Lab-test orders and their appointments. Some handlers are method
		// values of the service, so these routes need one.
		if s.Orders != nil {
			r.Post("/v3/order/testkit", orderCreation(s, s.Orders.CreateTestkit))
			r.Post("/v3/order", orderCreation(s, s.Orders.Create))
			r.Post("/v3/order/create", orderCreation(s, s.Orders.Recreate))
			r.Post("/v3/order/import", orderCreation(s, s.Orders.Import))
			r.Get("/v3/orders", s.listOrders)
			r.Get("/v3/order/{order_id}", s.getOrder)
			r.Post("/v3/order/{order_id}/cancel", s.cancelOrder)
			r.Post("/v3/order/{order_id}/test", s.simulateOrder)
			r.Get("/v3/order/{order_id}/requisition/pdf", s.requisitionPDF)

			// At-home phlebotomy appointments of an order.
			r.Post("/v3/order/phlebotomy/appointment/availability", s.appointmentAvailability)
			r.Get("/v3/order/{order_id}/phlebotomy/appointment", s.getAppointment)
			r.Post("/v3/order/{order_id}/phlebotomy/appointment/book", appointmentChange(s.Orders.BookAppointment))
			r.Post("/v3/order/{order_id}/phlebotomy/appointment/request", appointmentChange(s.Orders.RequestAppointment))
			r.Patch("/v3/order/{order_id}/phlebotomy/appointment/reschedule", appointmentChange(s.Orders.RescheduleAppointment))
			r.Patch("/v3/order/{order_id}/phlebotomy/appointment/cancel", appointmentChange(s.Orders.CancelAppointment))
		}
	})
}
